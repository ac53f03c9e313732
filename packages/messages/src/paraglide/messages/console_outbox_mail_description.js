/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Mail_DescriptionInputs */

const en_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every message the service queued, newest first, with the delivery state the Trigger Email extension wrote back.`)
};

const de_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Nachricht, die der Dienst eingereiht hat, die neueste zuerst, mit dem Zustellstatus, den die Trigger-Email-Erweiterung zurückgeschrieben hat.`)
};

const fr_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque message mis en file par le service, du plus récent au plus ancien, avec l’état de distribution renvoyé par l’extension Trigger Email.`)
};

const nl_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elk bericht dat de dienst in de wachtrij zette, nieuwste eerst, met de bezorgstatus die de Trigger Email-extensie terugschreef.`)
};

const es_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada mensaje que el servicio puso en cola, el más reciente primero, con el estado de entrega que devolvió la extensión Trigger Email.`)
};

const en_xa2_console_outbox_mail_description = /** @type {(inputs: Console_Outbox_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ɱéššáĝé ţĥé šéŕṽíçé ǫüéüéð, ñéŵéšţ ƒíŕšţ, ŵíţĥ ţĥé ðéļíṽéŕý šţáţé ţĥé Ţŕíĝĝéŕ Éɱáíļ éẋţéñšíöñ ŵŕöţé ƀáçķ. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "Every message the service queued, newest first, with the delivery state the Trigger Email extension wrote back." |
*
* @param {Console_Outbox_Mail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_mail_description = /** @type {((inputs?: Console_Outbox_Mail_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Mail_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_mail_description(inputs)
	if (locale === "fr") return fr_console_outbox_mail_description(inputs)
	if (locale === "nl") return nl_console_outbox_mail_description(inputs)
	if (locale === "es") return es_console_outbox_mail_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_mail_description(inputs)
	return en_console_outbox_mail_description(inputs)
});