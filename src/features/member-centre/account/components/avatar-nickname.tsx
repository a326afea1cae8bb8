import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useAvatarsQuery } from '@/api/member/get-avatars'
import type { MemberProfile } from '@/api/member/get-profile'
import { useUpdateProfileMutation } from '@/api/member/update-profile'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import { FormError } from '@/ui/form-error'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { TextField } from '../../money/components/text-field'
import * as styles from '../../money/money.css'
import * as own from '../account.css'

/** Picks one of the platform's avatars and edits the nickname; the header shows both after saving. */
export function AvatarNickname({ profile }: { profile: MemberProfile }) {
  const { t } = useLingui()
  const avatars = useAvatarsQuery()
  const update = useUpdateProfileMutation()
  const reason = useErrorReason()
  const avatarLabels = useQueryStateLabels()
  const [avatar, setAvatar] = useState(profile.avatar)
  const [nickname, setNickname] = useState(profile.nickname)
  const [error, setError] = useState('')
  const [isSaved, setSaved] = useState(false)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    if (!nickname.trim())
      return setError(t({ id: 'member.money.required', message: 'This cannot be empty.' }))
    setError('')
    update.mutate({ avatar, nickname: nickname.trim() }, { onSuccess: () => setSaved(true) })
  }
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="security-avatar">
      <fieldset className={own.avatars}>
        <legend className={styles.legend}>
          {t({ id: 'member.security.avatar', message: 'Avatar' })}
        </legend>
        <QueryState query={avatars} labels={avatarLabels} look="inline" testId="avatars">
          {(list) =>
            list.map(({ id, url }) => (
              <label key={id} className={own.avatarChoice}>
                <input
                  type="radio"
                  name="avatar"
                  className={ui.visuallyHidden}
                  checked={avatar === id}
                  onChange={() => setAvatar(id)}
                  data-testid="avatar-choice"
                />
                <img
                  className={own.avatarImage}
                  src={url}
                  alt={t({ id: 'member.security.avatarN', message: `Avatar ${id}` })}
                />
              </label>
            ))
          }
        </QueryState>
      </fieldset>
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={t({ id: 'member.security.nickname', message: 'Nickname' })}
          value={nickname}
          onChange={setNickname}
          maxLength={40}
          error={error}
          testId="security-nickname-input"
        />
        <button
          type="submit"
          className={ui.buttonPrimary}
          disabled={update.isPending}
          data-testid="security-avatar-save"
        >
          {t({ id: 'member.security.save', message: 'Save' })}
        </button>
      </div>
      <FormError
        message={update.error ? reason(update.error) : ''}
        testId="security-avatar-refused"
      />
      {isSaved ? (
        <p className={styles.success} role="status">
          {t({ id: 'member.security.saved', message: 'Saved.' })}
        </p>
      ) : null}
    </form>
  )
}
