/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_PlatformInputs */

const en_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

const de_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plattform`)
};

const fr_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateforme`)
};

const nl_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

const es_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataforma`)
};

const en_xa2_console_audit_platform = /** @type {(inputs: Console_Audit_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáţƒöŕɱ ]`)
};

/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Console_Audit_PlatformInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_platform = /** @type {((inputs?: Console_Audit_PlatformInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_PlatformInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_platform(inputs)
	if (locale === "fr") return fr_console_audit_platform(inputs)
	if (locale === "nl") return nl_console_audit_platform(inputs)
	if (locale === "es") return es_console_audit_platform(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_platform(inputs)
	return en_console_audit_platform(inputs)
});