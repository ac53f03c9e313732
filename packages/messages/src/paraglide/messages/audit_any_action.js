/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Any_ActionInputs */

const en_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any action`)
};

const de_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Aktion`)
};

const fr_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute action`)
};

const nl_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke actie`)
};

const es_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier acción`)
};

const en_xa2_audit_any_action = /** @type {(inputs: Audit_Any_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý áçţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Any action" |
*
* @param {Audit_Any_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_any_action = /** @type {((inputs?: Audit_Any_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Any_ActionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_any_action(inputs)
	if (locale === "fr") return fr_audit_any_action(inputs)
	if (locale === "nl") return nl_audit_any_action(inputs)
	if (locale === "es") return es_audit_any_action(inputs)
	if (locale === "en-XA") return en_xa2_audit_any_action(inputs)
	return en_audit_any_action(inputs)
});