import { Link } from 'react-router-dom';
export function CompactHeader() {
  return (
    <header>
      <Link to="/">Home</Link> <Link to="/donate">Donate</Link>
    </header>
  );
}
