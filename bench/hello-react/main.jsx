// The baseline for the bundle benchmark: React and ReactDOM rendering one element.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(<h1>Hello</h1>)
