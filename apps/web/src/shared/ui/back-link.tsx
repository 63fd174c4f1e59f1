import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

/** The way back from a detail to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <ArrowLeft aria-hidden size={18} />
      {label}
    </Link>
  )
}
