import { CubeListSchema, MAX_DESCRIPTION, MAX_TITLE, type Cube, type FieldDescriptor } from "@quarry/contract";
import { ApiError, detailsFromZodIssues } from "../errors.js";
import type { CubeMeta, CubeMetaMember } from "@quarry/cube";

/**
 * Cube's data model (`/v1/meta`) as the assistant's catalogue, and what a sync changed. Members Cube hides
 * (`isVisible`/`public` false) are left out. A member's own title (`shortTitle`, "Revenue") is kept rather than
 * Cube's full title ("Orders Revenue"): the cube's title is beside it already. A measure's type is its aggregation
 * (`count`, `sum`, `avg`...), which the assistant reads to tell a count from a total.
 */
export function catalogueFromMeta(meta: CubeMeta): Cube[] {
  const cubes = meta.cubes.map((cube) => ({
    name: cube.name,
    ...(cube.title ? { title: clip(cube.title, MAX_TITLE * 2) } : {}),
    ...(cube.description ? { description: clip(cube.description, MAX_DESCRIPTION) } : {}),
    measures: cube.measures.filter(visible).map((member) => field(member, member.aggType ?? member.type)),
    dimensions: cube.dimensions.filter(visible).map((member) => field(member, member.type)),
  }));
  // The catalogue's own bounds (as on PUT /assistant/catalogue): a model beyond them is refused, not half stored.
  const checked = CubeListSchema.safeParse(cubes);
  if (!checked.success) {
    throw new ApiError(
      "validation_failed",
      "Cube's model does not fit in a catalogue",
      detailsFromZodIssues(checked.error.issues).map((detail) => ({ ...detail, path: `cubes.${detail.path}` })),
    );
  }
  return cubes;
}

/** Long titles and descriptions are cut to the catalogue's bounds rather than refusing the whole model. */
function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function visible(member: CubeMetaMember): boolean {
  return member.isVisible !== false && member.public !== false;
}

function field(member: CubeMetaMember, type: string): FieldDescriptor {
  const title = member.shortTitle ?? member.title;
  return {
    name: member.name,
    ...(title ? { title: clip(title, MAX_TITLE * 2) } : {}),
    ...(member.description ? { description: clip(member.description, MAX_DESCRIPTION) } : {}),
    type,
  };
}

export interface CatalogueChanges {
  cubes: number;
  members: number;
  added: { cubes: string[]; members: string[] };
  removed: { cubes: string[]; members: string[] };
  changed: { members: string[] };
}

export function catalogueChanges(before: Cube[], after: Cube[]): CatalogueChanges {
  const members = (cubes: Cube[]) =>
    new Map(cubes.flatMap((cube) => [...cube.measures, ...cube.dimensions]).map((member) => [member.name, member]));
  const [cubesBefore, cubesAfter] = [new Set(before.map((cube) => cube.name)), new Set(after.map((cube) => cube.name))];
  const [membersBefore, membersAfter] = [members(before), members(after)];
  const sorted = (names: Iterable<string>) => [...names].sort();
  return {
    cubes: after.length,
    members: membersAfter.size,
    added: {
      cubes: sorted([...cubesAfter].filter((name) => !cubesBefore.has(name))),
      members: sorted([...membersAfter.keys()].filter((name) => !membersBefore.has(name))),
    },
    removed: {
      cubes: sorted([...cubesBefore].filter((name) => !cubesAfter.has(name))),
      members: sorted([...membersBefore.keys()].filter((name) => !membersAfter.has(name))),
    },
    changed: {
      members: sorted(
        [...membersAfter]
          .filter(([name, member]) => {
            const old = membersBefore.get(name);
            return (
              old && (old.title !== member.title || old.description !== member.description || old.type !== member.type)
            );
          })
          .map(([name]) => name),
      ),
    },
  };
}

/** String dimensions worth listing values for: not primary keys, whose names say they are ids. */
export function valueMembers(cubes: Cube[]): string[] {
  return cubes.flatMap((cube) =>
    cube.dimensions
      .filter((dimension) => dimension.type === "string" && !/(^|[._])id$/i.test(dimension.name))
      .map((dimension) => dimension.name),
  );
}
