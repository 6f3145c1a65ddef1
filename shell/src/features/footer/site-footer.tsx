export function SiteFooter() {
  return <footer>© 2024 From Sun to Sanctuary</footer>;
}
