/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Empty_DescriptionInputs */

const en_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail the service queues (invitations, links, notices) appears here.`)
};

const de_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mails, die der Dienst einreiht (Einladungen, Links, Hinweise), erscheinen hier.`)
};

const fr_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les courriels mis en file par le service (invitations, liens, avis) apparaissent ici.`)
};

const nl_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail die de dienst in de wachtrij zet (uitnodigingen, links, meldingen) verschijnt hier.`)
};

const es_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El correo que el servicio pone en cola (invitaciones, enlaces, avisos) aparece aquí.`)
};

const en_xa2_console_outbox_empty_description = /** @type {(inputs: Console_Outbox_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíļ ţĥé šéŕṽíçé ǫüéüéš (íñṽíţáţíöñš, ļíñķš, ñöţíçéš) áþþéáŕš ĥéŕé. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Mail the service queues (invitations, links, notices) appears here." |
*
* @param {Console_Outbox_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_empty_description = /** @type {((inputs?: Console_Outbox_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_empty_description(inputs)
	if (locale === "fr") return fr_console_outbox_empty_description(inputs)
	if (locale === "nl") return nl_console_outbox_empty_description(inputs)
	if (locale === "es") return es_console_outbox_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_empty_description(inputs)
	return en_console_outbox_empty_description(inputs)
});