import type { Catalogue } from "@quarry/client";
import type { MemberOption } from "../components/member-picker";

export interface CatalogueOptions {
  measures: MemberOption[];
  dimensions: MemberOption[];
  timeDimensions: MemberOption[];
}

/** The catalogue's members by what the editor does with them. */
export function catalogueOptions(catalogue: Catalogue | undefined): CatalogueOptions {
  const options: CatalogueOptions = { measures: [], dimensions: [], timeDimensions: [] };
  for (const cube of catalogue?.cubes ?? []) {
    const cubeTitle = cube.title ?? cube.name;
    for (const measure of cube.measures)
      options.measures.push({
        name: measure.name,
        title: `${cubeTitle} ${measure.title ?? measure.name}`,
        type: measure.type,
      });
    for (const dimension of cube.dimensions) {
      const option = {
        name: dimension.name,
        title: `${cubeTitle} ${dimension.title ?? dimension.name}`,
        type: dimension.type,
      };
      (dimension.type === "time" ? options.timeDimensions : options.dimensions).push(option);
    }
  }
  return options;
}
