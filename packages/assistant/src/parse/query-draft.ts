/** The query being assembled: members in the order they were found, with filters merged per member and operator. */
import type { IndexedMember } from "../catalogue/index.js";
import type { CubeFilter, Match } from "../types.js";

export class QueryDraft {
  measures: IndexedMember[] = [];
  dimensions: IndexedMember[] = [];
  filters: CubeFilter[] = [];
  order: [string, "asc" | "desc"][] = [];
  matches: Match[] = [];
  timeDimension?: IndexedMember;
  timeGrouped = false;
  /** Every time dimension named as a grouping, in order: each gets an entry of its own (rule 4). */
  groupedTimes: IndexedMember[] = [];

  addMeasure(member: IndexedMember): void {
    if (!this.measures.includes(member)) this.measures.push(member);
  }
  addDimension(member: IndexedMember): void {
    if (member.type === "time") {
      this.timeDimension = member;
      this.timeGrouped = true;
      if (!this.groupedTimes.includes(member)) this.groupedTimes.push(member);
    } else if (member.kind === "measure") this.addMeasure(member);
    else if (!this.dimensions.includes(member)) this.dimensions.push(member);
  }
  addFilter(filter: CubeFilter): void {
    const same = this.filters.find((f) => f.member === filter.member && f.operator === filter.operator);
    if (same && filter.values && same.values && !["gt", "gte", "lt", "lte"].includes(filter.operator)) {
      for (const value of filter.values) if (!same.values.includes(value)) same.values.push(value);
    } else if (!same || JSON.stringify(same) !== JSON.stringify(filter)) this.filters.push(filter);
  }
  addOrder(member: string, direction: "asc" | "desc"): void {
    if (!this.order.some(([name]) => name === member)) this.order.push([member, direction]);
  }
}
