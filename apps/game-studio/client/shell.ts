import { type Api, type SeedView, type SessionInfo, StudioError } from './api'
import { h } from './dom'
import type { Translate } from './texts'

/** The frame every game shares: title, balance, status line, rules and the fairness panel. */
export type Shell = {
  stage: HTMLElement
  controls: HTMLElement
  setBalance(balance: string | null): void
  say(text: string, tone?: 'win' | 'error' | 'info'): void
  sayError(error: unknown): void
  setSeed(seed: SeedView): void
  /** Names the round just played, by the number the fairness page asks for. */
  setLastRound(nonce: number): void
  money(amount: string): string
}

export function createShell(
  root: HTMLElement,
  api: Api,
  info: SessionInfo,
  t: Translate,
  language: string,
  rules: Node[],
): Shell {
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const money = (amount: string) => `${format.format(Number(amount))} ${info.currency}`
  const balance = h('strong', { 'data-balance': '' }, '—')
  const message = h('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  const stage = h('section', { class: 'stage', 'aria-label': t(`title.${info.engine}`) })
  const controls = h('section', { class: 'controls' })

  const commitment = h('code', { class: 'hash' })
  const nonce = h('span')
  const clientSeed = h('input', {
    id: 'client-seed',
    name: 'client_seed',
    maxlength: 64,
    autocomplete: 'off',
    spellcheck: 'false',
  })
  const revealed = h('div', { class: 'revealed', 'aria-live': 'polite' })
  const lastRound = h('p', { class: 'muted', 'data-last-round': '' })
  const newSeed = h('button', { type: 'button', class: 'secondary' }, t('fairness.newSeed'))
  const setSeed = (seed: SeedView) => {
    commitment.textContent = seed.commitment
    nonce.textContent = String(seed.nonce)
    if (document.activeElement !== clientSeed) clientSeed.value = seed.client_seed
  }
  newSeed.addEventListener('click', async () => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed.value)) {
      revealed.replaceChildren(h('p', { class: 'error' }, t('fairness.clientSeedInvalid')))
      return
    }
    newSeed.disabled = true
    try {
      const answer = await api.newSeed(clientSeed.value)
      revealed.replaceChildren(
        h('p', {}, t('fairness.revealed')),
        h('code', { class: 'hash', 'data-revealed-seed': '' }, answer.revealed.server_seed),
        h(
          'p',
          { class: 'muted' },
          t('fairness.revealedFor', {
            commitment: answer.revealed.commitment,
            count: answer.revealed.nonce,
            clientSeed: answer.revealed.client_seed,
          }),
        ),
      )
      setSeed(answer.next)
    } catch (error) {
      shell.sayError(error)
    } finally {
      newSeed.disabled = false
    }
  })

  root.replaceChildren(
    h(
      'div',
      { class: `studio engine-${info.engine}` },
      h(
        'header',
        { class: 'bar' },
        h('h1', {}, t(`title.${info.engine}`)),
        h('p', { class: 'balance' }, h('span', {}, t('balance')), balance),
      ),
      stage,
      controls,
      message,
      h('details', { class: 'panel' }, h('summary', {}, t('rules.title')), ...rules),
      h(
        'details',
        { class: 'panel fair' },
        h('summary', {}, t('fairness.title')),
        h('p', { class: 'muted' }, t('fairness.explain')),
        h('dl', {}, h('dt', {}, t('fairness.commitment')), h('dd', {}, commitment)),
        h('dl', {}, h('dt', {}, t('fairness.nonce')), h('dd', {}, nonce)),
        lastRound,
        h('p', { class: 'muted' }, t('fairness.verifyOn')),
        h('label', { for: 'client-seed' }, t('fairness.clientSeed')),
        h('div', { class: 'seed-row' }, clientSeed, newSeed),
        revealed,
      ),
    ),
  )
  root.removeAttribute('aria-busy')

  const shell: Shell = {
    stage,
    controls,
    money,
    setBalance(value) {
      if (value !== null) balance.textContent = money(value)
    },
    say(text, tone = 'info') {
      message.textContent = text
      message.dataset.tone = tone
    },
    sayError(error) {
      const code = error instanceof StudioError ? error.code : 'NETWORK'
      const known = ['INSUFFICIENT_BALANCE', 'SESSION_EXPIRED', 'BELOW_MIN', 'ABOVE_MAX', 'NO_BET', 'REFUSED']
      shell.say(
        t(`error.${known.includes(code) ? code : 'NETWORK'}`, {
          max: error instanceof StudioError && error.max ? money(error.max) : '',
        }),
        'error',
      )
    },
    setSeed,
    setLastRound(nonce) {
      lastRound.textContent = t('fairness.lastRound', { nonce })
    },
  }
  shell.setBalance(info.balance)
  setSeed(info.seed)
  return shell
}
