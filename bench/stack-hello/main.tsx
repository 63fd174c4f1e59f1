// The baseline for the bundle benchmark: the web app's library stack and nothing else. React and
// ReactDOM render one route of React Router inside a Redux Toolkit store, and the route shows one
// line translated by i18next through react-i18next.
import { configureStore, createSlice } from '@reduxjs/toolkit'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initReactI18next, useTranslation } from 'react-i18next'
import { Provider, useSelector } from 'react-redux'
import { BrowserRouter, Route, Routes } from 'react-router'

const greeting = createSlice({ name: 'greeting', initialState: { name: 'player' }, reducers: {} })
const store = configureStore({ reducer: { greeting: greeting.reducer } })
type State = ReturnType<typeof store.getState>

function Hello() {
  const { t } = useTranslation()
  const name = useSelector((state: State) => state.greeting.name)
  return <h1>{t('hello', { name })}</h1>
}

const root = document.getElementById('root')
// Texts first, then the first render, as the app's entry does.
void i18next
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { translation: { hello: 'Hello, {{name}}' } } },
    interpolation: { escapeValue: false },
  })
  .then(() =>
    root
      ? createRoot(root).render(
          <StrictMode>
            <Provider store={store}>
              <BrowserRouter>
                <Routes>
                  <Route path="/" element={<Hello />} />
                </Routes>
              </BrowserRouter>
            </Provider>
          </StrictMode>,
        )
      : undefined,
  )
