/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_EventInputs */

const en_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const de_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ereignis`)
};

const fr_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement`)
};

const nl_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebeurtenis`)
};

const es_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento`)
};

const en_xa2_console_org_event = /** @type {(inputs: Console_Org_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéñţ ]`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Console_Org_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_event = /** @type {((inputs?: Console_Org_EventInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_EventInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_event(inputs)
	if (locale === "fr") return fr_console_org_event(inputs)
	if (locale === "nl") return nl_console_org_event(inputs)
	if (locale === "es") return es_console_org_event(inputs)
	if (locale === "en-XA") return en_xa2_console_org_event(inputs)
	return en_console_org_event(inputs)
});