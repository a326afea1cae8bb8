import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSaveSettingsMutation, settingsQueryOptions } from '../api/settings'
import type { CallOutput } from '../api/types.gen'
import { useCan, useMerchant } from '../app/merchant-context'
import { ErrorNote, Loading } from '../ui/status'
import * as styles from '../ui/console.css'
import { FieldsTable } from './settings-fields'
import { messageComplete } from './settings-maintenance-message'
import { FinancePart, MaintenancePart, RegionPart } from './settings-platform'

/** A merchant's editable settings. */
export type ConsoleSettings = CallOutput<'settings.get'>

/** The merchant's settings: read by every role, saved by those allowed to (audited). */
export function SettingsScreen() {
  const { merchant } = useMerchant()
  const settings = useQuery(settingsQueryOptions(merchant.id))
  // Here, not in the form: the form starts again after a save, and the outcome outlives it.
  const save = useSaveSettingsMutation(merchant.id)
  if (settings.isPending) return <Loading />
  if (settings.isError) return <ErrorNote error={settings.error} />
  // Keyed by the saved state: a save or a reload starts the form again from what the server holds.
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} save={save} />
}

function SettingsForm({
  saved,
  save,
}: {
  saved: ConsoleSettings
  save: ReturnType<typeof useSaveSettingsMutation>
}) {
  const { t } = useLingui()
  const canSave = useCan('settings.update')
  const [draft, setDraft] = useState(saved)
  // The parts that hold typed text say whether it reads (a window's two ends, an amount).
  const [amountValid, setAmountValid] = useState(true)
  const [windowValid, setWindowValid] = useState(true)
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  const valid =
    amountValid && windowValid && messageComplete(draft.maintenanceMessage, draft.languages)
  const flip = (group: 'menu' | 'whitelabel', key: string) =>
    setDraft({ ...draft, [group]: { ...draft[group], [key]: !draft[group][key] } })

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) save.mutate(draft)
      }}
    >
      <fieldset
        disabled={!canSave || save.isPending}
        style={{ border: 'none', padding: 0, margin: 0, minInlineSize: 0 }}
      >
        <section className={styles.card}>
          <h1>{t({ id: 'console.settings.title', message: 'Settings' })}</h1>
          {!canSave && (
            <p className={styles.muted} data-testid="settings-read-only">
              {t({
                id: 'console.settings.readOnly',
                message: 'Your role may read these settings but not change them.',
              })}
            </p>
          )}
        </section>
        <MaintenancePart
          now={draft.maintenance}
          window={draft.maintenanceWindow}
          message={draft.maintenanceMessage}
          languages={draft.languages}
          onNow={(maintenance) => setDraft({ ...draft, maintenance })}
          onWindow={(maintenanceWindow) => setDraft({ ...draft, maintenanceWindow })}
          onMessage={(maintenanceMessage) => setDraft({ ...draft, maintenanceMessage })}
          onValid={setWindowValid}
        />
        <RegionPart
          countries={draft.blockedCountries}
          onChange={(blockedCountries) => setDraft({ ...draft, blockedCountries })}
        />
        <FinancePart
          finance={draft.finance}
          onChange={(finance) => setDraft({ ...draft, finance })}
          onAmountValid={setAmountValid}
        />
        <FlagGroup
          title={t({ id: 'console.settings.menu', message: 'Menu switches' })}
          flags={draft.menu}
          onFlip={(key) => flip('menu', key)}
        />
        <FlagGroup
          title={t({ id: 'console.settings.whitelabel', message: 'Whitelabel flags' })}
          flags={draft.whitelabel}
          onFlip={(key) => flip('whitelabel', key)}
        />
        <section className={styles.card}>
          <h2>{t({ id: 'console.settings.customerService', message: 'Customer service' })}</h2>
          <label className={styles.field}>
            {t({ id: 'console.settings.csLink', message: 'Customer-service link' })}
            <input
              className={styles.input}
              maxLength={500}
              value={draft.customerServicePath}
              onChange={(event) => setDraft({ ...draft, customerServicePath: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            {t({ id: 'console.settings.vipCsLink', message: 'VIP customer-service link' })}
            <input
              className={styles.input}
              maxLength={500}
              value={draft.vipCustomerServicePath}
              onChange={(event) =>
                setDraft({ ...draft, vipCustomerServicePath: event.target.value })
              }
            />
          </label>
        </section>
        <FieldsTable
          fields={draft.registrationFields}
          onChange={(registrationFields) => setDraft({ ...draft, registrationFields })}
        />
      </fieldset>
      {save.isError && <ErrorNote error={save.error} />}
      {save.isSuccess && !changed && (
        <p role="status" className={styles.success}>
          {t({ id: 'console.settings.saved', message: 'Saved. The portal shows the change now.' })}
        </p>
      )}
      {canSave && (
        <div className={styles.row}>
          <button
            className={styles.button}
            type="submit"
            disabled={!changed || !valid || save.isPending}
          >
            {t({ id: 'console.settings.save', message: 'Save' })}
          </button>
          <button
            className={styles.quietButton}
            type="button"
            disabled={!changed}
            onClick={() => setDraft(saved)}
          >
            {t({ id: 'console.settings.undo', message: 'Undo changes' })}
          </button>
        </div>
      )}
    </form>
  )
}

function FlagGroup(props: {
  title: string
  flags: Record<string, boolean>
  onFlip: (key: string) => void
}) {
  return (
    <section className={styles.card}>
      <h2>{props.title}</h2>
      <div className={styles.checkGrid}>
        {Object.entries(props.flags).map(([key, on]) => (
          <label key={key} className={styles.row}>
            <input type="checkbox" name={key} checked={on} onChange={() => props.onFlip(key)} />
            <code>{key}</code>
          </label>
        ))}
      </div>
    </section>
  )
}
