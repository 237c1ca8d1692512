/** A page of a list endpoint (docs/api.md, Conventions). */
export type Page<Item> = { content: Item[]; page: number; size: number; totalElements: number; totalPages: number };
