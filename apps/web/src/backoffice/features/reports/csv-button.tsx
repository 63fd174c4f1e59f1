import { Download } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../shared/use-error-text'

/** Hands a downloaded file to the browser to save under its name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** A table's CSV download: the server's CSV of the same report and days, saved as a file. */
export function CsvButton({
  label,
  download,
}: {
  /** What the button downloads, for screen readers, e.g. "Download revenue by day as CSV". */
  label: string
  download: () => Promise<{ blob: Blob; fileName: string }>
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<unknown>()

  async function handleClick() {
    setIsBusy(true)
    setError(undefined)
    try {
      const file = await download()
      saveFile(file.blob, file.fileName)
    } catch (failure) {
      setError(failure)
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <span className="bo-csv">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label={label}
        disabled={isBusy}
        onClick={handleClick}
      >
        <Download aria-hidden size={16} />
        {t('reports.csv')}
      </button>
      {error !== undefined && (
        <span className="field-error" role="alert">
          {errorText(error)}
        </span>
      )}
    </span>
  )
}
