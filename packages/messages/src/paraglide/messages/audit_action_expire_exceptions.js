/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Expire_ExceptionsInputs */

const en_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception expired`)
};

const de_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme abgelaufen`)
};

const fr_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception expirée`)
};

const nl_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering verlopen`)
};

const es_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excepción vencida`)
};

const en_xa2_audit_action_expire_exceptions = /** @type {(inputs: Audit_Action_Expire_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçéþţíöñ éẋþíŕéð one]`)
};

/**
* | output |
* | --- |
* | "Exception expired" |
*
* @param {Audit_Action_Expire_ExceptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_expire_exceptions = /** @type {((inputs?: Audit_Action_Expire_ExceptionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Expire_ExceptionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_expire_exceptions(inputs)
	if (locale === "fr") return fr_audit_action_expire_exceptions(inputs)
	if (locale === "nl") return nl_audit_action_expire_exceptions(inputs)
	if (locale === "es") return es_audit_action_expire_exceptions(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_expire_exceptions(inputs)
	return en_audit_action_expire_exceptions(inputs)
});