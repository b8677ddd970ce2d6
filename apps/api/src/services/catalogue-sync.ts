import type { Cube, FieldDescriptor } from "@quarry/contract";
import type { CubeMeta, CubeMetaMember } from "@quarry/cube";

/**
 * Cube's data model (`/v1/meta`) as the assistant's catalogue, and what a sync changed. Members Cube hides
 * (`isVisible`/`public` false) are left out. A member's own title (`shortTitle`, "Revenue") is kept rather than
 * Cube's full title ("Orders Revenue"): the cube's title is beside it already. A measure's type is its aggregation
 * (`count`, `sum`, `avg`...), which the assistant reads to tell a count from a total.
 */
export function catalogueFromMeta(meta: CubeMeta): Cube[] {
  return meta.cubes.map((cube) => ({
    name: cube.name,
    ...(cube.title ? { title: cube.title } : {}),
    ...(cube.description ? { description: cube.description } : {}),
    measures: cube.measures.filter(visible).map((member) => field(member, member.aggType ?? member.type)),
    dimensions: cube.dimensions.filter(visible).map((member) => field(member, member.type)),
  }));
}

function visible(member: CubeMetaMember): boolean {
  return member.isVisible !== false && member.public !== false;
}

function field(member: CubeMetaMember, type: string): FieldDescriptor {
  const title = member.shortTitle ?? member.title;
  return {
    name: member.name,
    ...(title ? { title } : {}),
    ...(member.description ? { description: member.description } : {}),
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
