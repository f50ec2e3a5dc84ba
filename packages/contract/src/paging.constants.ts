/** Total pages of §9: ceil(total / size), never below 0. */
export function totalPages({ total, size }: { total: number; size: number }): number {
  return size > 0 ? Math.ceil(total / size) : 0;
}
