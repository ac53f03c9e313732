/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_Such_Mail_DescriptionInputs */

const en_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No document of the mail collection has this id.`)
};

const de_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Dokument der Mail-Sammlung hat diese ID.`)
};

const fr_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun document de la collection mail n’a cet identifiant.`)
};

const nl_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen document in de mailcollectie heeft deze id.`)
};

const es_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún documento de la colección de correo tiene este id.`)
};

const en_xa2_console_outbox_no_such_mail_description = /** @type {(inputs: Console_Outbox_No_Such_Mail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ðöçüɱéñţ öƒ ţĥé ɱáíļ çöļļéçţíöñ ĥáš ţĥíš íð. one two three]`)
};

/**
* | output |
* | --- |
* | "No document of the mail collection has this id." |
*
* @param {Console_Outbox_No_Such_Mail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_such_mail_description = /** @type {((inputs?: Console_Outbox_No_Such_Mail_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_Such_Mail_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_such_mail_description(inputs)
	if (locale === "fr") return fr_console_outbox_no_such_mail_description(inputs)
	if (locale === "nl") return nl_console_outbox_no_such_mail_description(inputs)
	if (locale === "es") return es_console_outbox_no_such_mail_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_such_mail_description(inputs)
	return en_console_outbox_no_such_mail_description(inputs)
});