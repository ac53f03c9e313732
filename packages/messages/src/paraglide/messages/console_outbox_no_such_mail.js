/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_Such_MailInputs */

const en_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such mail`)
};

const de_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine solche Mail`)
};

const fr_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel introuvable`)
};

const nl_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen mail gevonden`)
};

const es_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese correo`)
};

const en_xa2_console_outbox_no_such_mail = /** @type {(inputs: Console_Outbox_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüçĥ ɱáíļ o]`)
};

/**
* | output |
* | --- |
* | "No such mail" |
*
* @param {Console_Outbox_No_Such_MailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_such_mail = /** @type {((inputs?: Console_Outbox_No_Such_MailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_Such_MailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_such_mail(inputs)
	if (locale === "fr") return fr_console_outbox_no_such_mail(inputs)
	if (locale === "nl") return nl_console_outbox_no_such_mail(inputs)
	if (locale === "es") return es_console_outbox_no_such_mail(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_such_mail(inputs)
	return en_console_outbox_no_such_mail(inputs)
});