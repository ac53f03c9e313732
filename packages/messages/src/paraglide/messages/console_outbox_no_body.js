/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_BodyInputs */

const en_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No message body`)
};

const de_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Nachrichtentext`)
};

const fr_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun corps de message`)
};

const nl_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen berichttekst`)
};

const es_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cuerpo del mensaje`)
};

const en_xa2_console_outbox_no_body = /** @type {(inputs: Console_Outbox_No_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ɱéššáĝé ƀöðý on]`)
};

/**
* | output |
* | --- |
* | "No message body" |
*
* @param {Console_Outbox_No_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_body = /** @type {((inputs?: Console_Outbox_No_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_body(inputs)
	if (locale === "fr") return fr_console_outbox_no_body(inputs)
	if (locale === "nl") return nl_console_outbox_no_body(inputs)
	if (locale === "es") return es_console_outbox_no_body(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_body(inputs)
	return en_console_outbox_no_body(inputs)
});