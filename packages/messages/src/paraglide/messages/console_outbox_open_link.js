/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Open_LinkInputs */

const en_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open link`)
};

const de_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link öffnen`)
};

const fr_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien`)
};

const nl_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link openen`)
};

const es_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir enlace`)
};

const en_xa2_console_outbox_open_link = /** @type {(inputs: Console_Outbox_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ļíñķ ]`)
};

/**
* | output |
* | --- |
* | "Open link" |
*
* @param {Console_Outbox_Open_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_open_link = /** @type {((inputs?: Console_Outbox_Open_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Open_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_open_link(inputs)
	if (locale === "fr") return fr_console_outbox_open_link(inputs)
	if (locale === "nl") return nl_console_outbox_open_link(inputs)
	if (locale === "es") return es_console_outbox_open_link(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_open_link(inputs)
	return en_console_outbox_open_link(inputs)
});