import { useLingui } from '@lingui/react/macro'
import { useState, type ChangeEvent } from 'react'
import { useUploadBannerPicture } from '../../api/banners'
import type { CallOutput } from '../../api/types.gen'
import { useMerchant } from '../../app/merchant-context'
import { pictureFits, sniffPictureType } from '@/lib/banner-picture'
import * as styles from '../../ui/console.css'
import { ErrorNote } from '../../ui/status'
import * as view from './banners.css'
import { languageName } from './editor-parts'

type Rule = CallOutput<'banners.list'>['imageRule']
/** Why the console refuses a file before it is sent (the server checks the same again). */
type LocalRefusal = 'type' | 'size' | 'dimensions'

/** The bytes in base64, a slice at a time (a megabyte at once overflows the call stack). */
function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(text)
}

/** A file checked as the server will check it: by its bytes, its size and its dimensions. */
async function preCheck(file: File, rule: Rule): Promise<LocalRefusal | { data: string }> {
  if (file.size > rule.maxBytes) return 'size'
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!sniffPictureType(bytes)) return 'type'
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([bytes]))
  } catch {
    return 'type'
  }
  const fits = pictureFits(bitmap.width, bitmap.height)
  bitmap.close()
  return fits ? { data: toBase64(bytes) } : 'dimensions'
}

/**
 * The picture of a banner: the rule, a file field checked before it is sent, the server's refusal
 * when it refuses, and whether the picture is for every language or the chosen one alone.
 */
export function PictureUpload({
  rule,
  language,
  pictureKey,
  ownLanguage,
  disabled,
  onPicture,
  onClear,
}: {
  rule: Rule
  language: string
  pictureKey: string | null
  ownLanguage: boolean
  disabled: boolean
  onPicture: (key: string, onlyThisLanguage: boolean) => void
  onClear: () => void
}) {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const upload = useUploadBannerPicture(merchant.id)
  const [local, setLocal] = useState<LocalRefusal | null>(null)
  const [onlyThisLanguage, setOnlyThisLanguage] = useState(false)
  const megabytes = rule.maxBytes / (1024 * 1024)
  const { minWidth, minHeight } = rule
  const name = languageName(language)
  const localMessages: Record<LocalRefusal, string> = {
    type: t({
      id: 'console.banners.picture.type',
      message: 'This file is not a PNG, JPEG or WebP picture.',
    }),
    size: t({
      id: 'console.banners.picture.size',
      message: `This file is larger than ${megabytes} MB.`,
    }),
    dimensions: t({
      id: 'console.banners.picture.dimensions',
      message: `This picture is not 4:1 or is smaller than ${minWidth}×${minHeight}.`,
    }),
  }
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    upload.reset()
    setLocal(null)
    if (!file) return
    const checked = await preCheck(file, rule)
    if (typeof checked === 'string') return setLocal(checked)
    upload.mutate(checked.data, {
      onSuccess: (picture) => onPicture(picture.key, onlyThisLanguage),
    })
  }
  return (
    <fieldset className={styles.field} disabled={disabled}>
      <legend>{t({ id: 'console.banners.pictureField', message: 'Picture' })}</legend>
      <div className={view.drop}>
        <small className={styles.muted} data-testid="banner-picture-rule">
          {t({
            id: 'console.banners.picture.rule',
            message: `PNG, JPEG or WebP, at most ${megabytes} MB, 4:1 (width four times the height), at least ${minWidth}×${minHeight}. It is resized to the portal's banner size.`,
          })}
        </small>
        <p className={styles.muted}>
          {pictureKey
            ? ownLanguage
              ? t({
                  id: 'console.banners.picture.own',
                  message: 'An uploaded picture for this language alone.',
                })
              : t({
                  id: 'console.banners.picture.all',
                  message: 'An uploaded picture for every language.',
                })
            : t({
                id: 'console.banners.picture.none',
                message: 'No picture uploaded: the portal draws the art from the title.',
              })}
        </p>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={onlyThisLanguage}
            onChange={(event) => setOnlyThisLanguage(event.target.checked)}
          />
          {t({
            id: 'console.banners.picture.onlyLanguage',
            message: `The next upload is for ${name} alone`,
          })}
        </label>
        <div className={styles.row}>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t({ id: 'console.banners.picture.choose', message: 'Upload a picture' })}
            data-testid="banner-picture-file"
            onChange={(event) => void choose(event)}
          />
          {pictureKey && (
            <button className={styles.quietButton} type="button" onClick={onClear}>
              {ownLanguage
                ? t({
                    id: 'console.banners.picture.clearOwn',
                    message: 'Remove this language’s picture',
                  })
                : t({ id: 'console.banners.picture.clear', message: 'Use the generated art' })}
            </button>
          )}
        </div>
        {upload.isPending && (
          <p role="status" className={styles.muted}>
            {t({ id: 'console.banners.picture.uploading', message: 'Uploading…' })}
          </p>
        )}
        {upload.isSuccess && (
          <p role="status" className={styles.success} data-testid="banner-picture-uploaded">
            {t({
              id: 'console.banners.picture.uploaded',
              message: 'Uploaded. Save the banner to publish it.',
            })}
          </p>
        )}
        {local && (
          <p role="alert" className={styles.error} data-testid="banner-picture-refused">
            {localMessages[local]}
          </p>
        )}
        {upload.isError && <ErrorNote error={upload.error} />}
      </div>
    </fieldset>
  )
}
