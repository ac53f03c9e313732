/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Any_ActionInputs */

const en_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any action`)
};

const de_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Aktion`)
};

const fr_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute action`)
};

const nl_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke actie`)
};

const es_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier acción`)
};

const en_xa2_console_audit_any_action = /** @type {(inputs: Console_Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý áçţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Any action" |
*
* @param {Console_Audit_Any_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_any_action = /** @type {((inputs?: Console_Audit_Any_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Any_ActionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_any_action(inputs)
	if (locale === "fr") return fr_console_audit_any_action(inputs)
	if (locale === "nl") return nl_console_audit_any_action(inputs)
	if (locale === "es") return es_console_audit_any_action(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_any_action(inputs)
	return en_console_audit_any_action(inputs)
});