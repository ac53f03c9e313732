/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_ActorInputs */

const en_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actor`)
};

const de_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akteur`)
};

const fr_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acteur`)
};

const nl_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actor`)
};

const es_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actor`)
};

const en_xa2_console_audit_actor = /** @type {(inputs: Console_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţöŕ ]`)
};

/**
* | output |
* | --- |
* | "Actor" |
*
* @param {Console_Audit_ActorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_actor = /** @type {((inputs?: Console_Audit_ActorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_ActorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_actor(inputs)
	if (locale === "fr") return fr_console_audit_actor(inputs)
	if (locale === "nl") return nl_console_audit_actor(inputs)
	if (locale === "es") return es_console_audit_actor(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_actor(inputs)
	return en_console_audit_actor(inputs)
});