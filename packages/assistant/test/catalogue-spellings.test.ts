/**
 * Catalogues written in another language or with their own typos: accents are folded on both sides ("Durée" typed
 * "duree", "región" typed "region"), and an English word the catalogue never uses is its one spelling a letter away
 * that no dictionary knows ("humidity" for `humidite`, "temperature" for `cpuTemperatur`), unless one of the
 * word's forms already names something ("alerts" is the `Alertes` cube: the `weather` set's floor holds that case).
 * Found on `weather`. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const meteo: Catalogue = {
  cubes: [
    {
      name: "Mesures",
      measures: [
        m("Mesures.avg_humidite", "avg", "Humidité moyenne"),
        m("Mesures.duree_pluie", "sum", "Durée de pluie"),
      ],
      dimensions: [m("Mesures.region", "string", "Région"), m("Mesures.mesure_le", "time")],
    },
    {
      name: "Alertes",
      measures: [m("Alertes.count", "count")],
      dimensions: [m("Alertes.gravite", "string", "Gravité"), m("Alertes.id_alerte", "number", "Id Alerte")],
    },
  ],
};

const servers: Catalogue = {
  cubes: [
    {
      name: "HostStats",
      title: "Host Statistics",
      measures: [
        m("HostStats.cpuLoad", "avg", "CPU Load"),
        m("HostStats.cpuTemperatur", "avg", "CPU Temperatur"),
        m("HostStats.respMax", "max", "Tempo máximo de resposta"),
        m("HostStats.respP50", "avg", "Tempo médio de resposta"),
      ],
      dimensions: [m("HostStats.hostname", "string", "Hostname"), m("HostStats.sampledAt", "time")],
    },
    {
      name: "Alertas",
      measures: [m("Alertas.count", "count")],
      dimensions: [m("Alertas.nivel", "string", "Nível"), m("Alertas.id_alerta", "number", "Id Alerta")],
    },
  ],
};

describe.each([
  {
    name: "meteo",
    catalogue: meteo,
    accented: ["durée de pluie by région", "duree de pluie by region"],
    accentedQuery: { measures: ["Mesures.duree_pluie"], dimensions: ["Mesures.region"] },
    english: "average humidity by region",
    englishQuery: { measures: ["Mesures.avg_humidite"], dimensions: ["Mesures.region"] },
    alerts: "number of alertes by gravité",
    alertsQuery: { measures: ["Alertes.count"], dimensions: ["Alertes.gravite"] },
  },
  {
    name: "servers",
    catalogue: servers,
    accented: ["tempo médio de resposta by hostname", "tempo medio de resposta by hostname"],
    accentedQuery: { measures: ["HostStats.respP50"], dimensions: ["HostStats.hostname"] },
    english: "cpu temperature by hostname",
    englishQuery: { measures: ["HostStats.cpuTemperatur"], dimensions: ["HostStats.hostname"] },
    alerts: "number of alertas by nivel",
    alertsQuery: { measures: ["Alertas.count"], dimensions: ["Alertas.nivel"] },
  },
])(
  "spellings of the catalogue ($name)",
  ({ catalogue, accented, accentedQuery, english, englishQuery, alerts, alertsQuery }) => {
    const ask = asker(catalogue);

    it("reads words typed with or without the catalogue's accents", () => {
      for (const question of accented) expect(ask(question)).toEqual(accentedQuery);
    });

    it("reads an English word as the catalogue's spelling of it", () => {
      expect(ask(english)).toEqual(englishQuery);
    });

    it("counts a cube named in the catalogue's language, typed in English too", () => {
      expect(ask(alerts)).toEqual(alertsQuery);
      expect(ask(alerts.replace(/alerte?as?/, "alerts"))).toEqual(alertsQuery);
    });
  },
);
