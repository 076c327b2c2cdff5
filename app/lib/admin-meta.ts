/** Admin pages: a title, and never in a search index. */
export function adminMeta(title: string) {
  return [{ title: `${title} · Admin` }, { name: "robots", content: "noindex" }];
}
