/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Loading_MailInputs */

const en_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the mail`)
};

const de_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail wird geladen`)
};

const fr_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du courriel`)
};

const nl_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail wordt geladen`)
};

const es_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el correo`)
};

const en_xa2_console_outbox_loading_mail = /** @type {(inputs: Console_Outbox_Loading_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ɱáíļ one]`)
};

/**
* | output |
* | --- |
* | "Loading the mail" |
*
* @param {Console_Outbox_Loading_MailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_loading_mail = /** @type {((inputs?: Console_Outbox_Loading_MailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Loading_MailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_loading_mail(inputs)
	if (locale === "fr") return fr_console_outbox_loading_mail(inputs)
	if (locale === "nl") return nl_console_outbox_loading_mail(inputs)
	if (locale === "es") return es_console_outbox_loading_mail(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_loading_mail(inputs)
	return en_console_outbox_loading_mail(inputs)
});