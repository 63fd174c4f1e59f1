import './game.css'
import { createApi } from './api'
import { h } from './dom'
import { createShell } from './shell'
import { mountSlot, slotRules } from './slot'
import { mountTable, tableRules } from './table'
import { createTranslator } from './texts'

type Boot = { base: string; session: string; engine: string; hue: number }

const readJson = <T>(id: string): T => JSON.parse(document.getElementById(id)?.textContent ?? '{}') as T

async function start() {
  const boot = readJson<Boot>('game-boot')
  const t = createTranslator(readJson('game-texts'))
  const language = document.documentElement.lang || 'en'
  const root = document.getElementById('game')
  if (!root) return
  document.documentElement.style.setProperty('--hue', String(boot.hue))
  root.replaceChildren(h('p', { class: 'loading' }, t('loading')))
  const api = createApi(boot.base, boot.session)
  try {
    const info = await api.session()
    document.title = t(`title.${info.engine}`)
    const rules = info.engine === 'slot' ? slotRules(info, t) : tableRules(info, t)
    const shell = createShell(root, api, info, t, language, rules)
    if (info.engine === 'slot') mountSlot(shell, api, info, t)
    else mountTable(shell, api, info, t)
  } catch (error) {
    const code = error instanceof Error && error.message === 'SESSION_EXPIRED' ? 'SESSION_EXPIRED' : 'NETWORK'
    root.replaceChildren(
      h('p', { class: 'message', 'data-tone': 'error', role: 'alert' }, t(`error.${code}`)),
    )
    root.removeAttribute('aria-busy')
  }
}

void start()
