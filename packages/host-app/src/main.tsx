import './styles/app.css'
import { boot } from './boot.tsx'

const root = document.getElementById('root')
if (root) void boot(root)
