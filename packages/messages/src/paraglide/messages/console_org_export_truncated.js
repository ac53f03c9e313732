/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Console_Org_Export_TruncatedInputs */

const en_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported the first ${i?.count} organisations`)
};

const de_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ersten ${i?.count} Organisationen exportiert`)
};

const fr_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.count} premières organisations ont été exportées`)
};

const nl_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De eerste ${i?.count} organisaties geëxporteerd`)
};

const es_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se exportaron las primeras ${i?.count} organizaciones`)
};

const en_xa2_console_org_export_truncated = /** @type {(inputs: Console_Org_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţéð ţĥé ƒíŕšţ ${i?.count} öŕĝáñíšáţíöñš one two thr]`)
};

/**
* | output |
* | --- |
* | "Exported the first {count} organisations" |
*
* @param {Console_Org_Export_TruncatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_export_truncated = /** @type {((inputs: Console_Org_Export_TruncatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Export_TruncatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_export_truncated(inputs)
	if (locale === "fr") return fr_console_org_export_truncated(inputs)
	if (locale === "nl") return nl_console_org_export_truncated(inputs)
	if (locale === "es") return es_console_org_export_truncated(inputs)
	if (locale === "en-XA") return en_xa2_console_org_export_truncated(inputs)
	return en_console_org_export_truncated(inputs)
});