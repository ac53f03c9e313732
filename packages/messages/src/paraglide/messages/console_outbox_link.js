/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_LinkInputs */

const en_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const de_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const fr_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

const nl_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const es_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

const en_xa2_console_outbox_link = /** @type {(inputs: Console_Outbox_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķ ]`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Console_Outbox_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_link = /** @type {((inputs?: Console_Outbox_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_link(inputs)
	if (locale === "fr") return fr_console_outbox_link(inputs)
	if (locale === "nl") return nl_console_outbox_link(inputs)
	if (locale === "es") return es_console_outbox_link(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_link(inputs)
	return en_console_outbox_link(inputs)
});