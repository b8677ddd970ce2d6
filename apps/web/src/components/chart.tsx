import type { ChartType } from "@quarry/client";
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { chartModel, type ChartModel, type QueryData } from "../lib/chart-data";

// Only the pieces the seven chart types use, so the rest of Chart.js stays out of the bundle.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  ScatterController,
  Tooltip,
);

const PALETTE = ["#1f77b4", "#d6604d", "#2ca02c", "#9467bd", "#e6a700", "#17becf", "#8c564b", "#e377c2"];
const color = (index: number) => PALETTE[index % PALETTE.length]!;

type JsType = "line" | "bar" | "doughnut" | "scatter";

function chartConfig(type: Exclude<ChartType, "table">, model: ChartModel) {
  const base: ChartOptions = { responsive: true, maintainAspectRatio: false, animation: false };
  if (type === "donut") {
    const first = model.series[0];
    const data: ChartData = {
      labels: model.labels,
      datasets: [
        { label: first?.title ?? "", data: first?.values ?? [], backgroundColor: model.labels.map((_, i) => color(i)) },
      ],
    };
    return { jsType: "doughnut" as JsType, data, options: base };
  }
  if (type === "scatter") {
    const [x, y] = model.series;
    const points = model.labels.map((_, i) => ({ x: y ? (x?.values[i] ?? 0) : i, y: (y ?? x)?.values[i] ?? 0 }));
    const data: ChartData = {
      datasets: [{ label: y ? `${x?.title} × ${y.title}` : (x?.title ?? ""), data: points, backgroundColor: color(0) }],
    };
    return { jsType: "scatter" as JsType, data, options: base };
  }
  const data: ChartData = {
    labels: model.labels,
    datasets: model.series.map((series, index) => ({
      label: series.title,
      data: series.values,
      borderColor: color(index),
      backgroundColor: type === "area" ? `${color(index)}55` : color(index),
      fill: type === "area",
      tension: 0.2,
    })),
  };
  const options: ChartOptions = type === "bar_list" ? { ...base, indexAxis: "y" } : base;
  return { jsType: (type === "bar" || type === "bar_list" ? "bar" : "line") as JsType, data, options };
}

export function DataTable({ model, caption }: { model: ChartModel; caption?: string }) {
  return (
    <table className="data-table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {model.columns.map((column) => (
            <th key={column.key} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.rows.map((row, index) => (
          <tr key={index}>
            {model.columns.map((column) => (
              <td key={column.key} className={column.kind === "measure" ? "number" : undefined}>
                {row[column.key] == null ? "" : String(row[column.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rows drawn as the report's chart type; every chart also carries its numbers as a table for screen readers. */
export function ChartView({ type, data, title }: { type: ChartType; data: QueryData; title: string }) {
  const model = chartModel(data);
  if (model.rows.length === 0) return <p className="muted">No rows.</p>;
  if (type === "table" || model.series.length === 0) {
    return (
      <div className="table-scroll">
        <DataTable model={model} />
      </div>
    );
  }
  const { jsType, data: chartData, options } = chartConfig(type, model);
  return (
    <figure className="chart" data-chart-type={type}>
      <div className="chart-canvas">
        <Chart type={jsType} data={chartData} options={options} role="img" aria-label={`${title}: ${type} chart`} />
      </div>
      <details>
        <summary>Data</summary>
        <DataTable model={model} caption={title} />
      </details>
    </figure>
  );
}
