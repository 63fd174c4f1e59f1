import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'

/** The text of a failed call for the operator: `errors.<msg>`, or a general one for an unknown key. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const fallback = t('errors.somethingWentWrong')
      if (!isApiError(error)) return fallback
      return t(`errors.${error.msg}`, {
        defaultValue: fallback,
        ...(error.limit ? { limit: error.limit } : {}),
      })
    },
    [t],
  )
}
