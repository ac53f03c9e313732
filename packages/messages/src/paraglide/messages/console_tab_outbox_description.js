/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_Outbox_DescriptionInputs */

const en_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every mail the service queued with its delivery state: search by recipient, resend a failed one.`)
};

const de_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Mail, die der Dienst eingereiht hat, mit ihrem Zustellstatus: nach Empfänger suchen, eine fehlgeschlagene erneut senden.`)
};

const fr_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque courriel mis en file par le service avec son état de distribution : rechercher par destinataire, renvoyer un envoi échoué.`)
};

const nl_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke mail die de dienst in de wachtrij zette met de bezorgstatus: zoeken op ontvanger, een mislukte opnieuw verzenden.`)
};

const es_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada correo que el servicio puso en cola con su estado de entrega: buscar por destinatario, reenviar uno fallido.`)
};

const en_xa2_console_tab_outbox_description = /** @type {(inputs: Console_Tab_Outbox_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱáíļ ţĥé šéŕṽíçé ǫüéüéð ŵíţĥ íţš ðéļíṽéŕý šţáţé: šéáŕçĥ ƀý ŕéçíþíéñţ, ŕéšéñð á ƒáíļéð öñé. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "Every mail the service queued with its delivery state: search by recipient, resend a failed one." |
*
* @param {Console_Tab_Outbox_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_outbox_description = /** @type {((inputs?: Console_Tab_Outbox_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_Outbox_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_outbox_description(inputs)
	if (locale === "fr") return fr_console_tab_outbox_description(inputs)
	if (locale === "nl") return nl_console_tab_outbox_description(inputs)
	if (locale === "es") return es_console_tab_outbox_description(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_outbox_description(inputs)
	return en_console_tab_outbox_description(inputs)
});