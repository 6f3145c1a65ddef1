import { Link } from 'react-router-dom';
export function SiteHeader() {
  return (
    <header>
      <Link to="/">From Sun to Sanctuary</Link> <Link to="/donate">Donate Now</Link> <Link to="/contact">Contact</Link>{' '}
      <Link to="/about-us/who-we-are">About</Link>
    </header>
  );
}
