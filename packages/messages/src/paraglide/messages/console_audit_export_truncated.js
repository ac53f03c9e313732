/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Console_Audit_Export_TruncatedInputs */

const en_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported the newest ${i?.count} entries`)
};

const de_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die neuesten ${i?.count} Einträge exportiert`)
};

const fr_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.count} entrées les plus récentes ont été exportées`)
};

const nl_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De nieuwste ${i?.count} regels geëxporteerd`)
};

const es_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se exportaron las ${i?.count} entradas más recientes`)
};

const en_xa2_console_audit_export_truncated = /** @type {(inputs: Console_Audit_Export_TruncatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţéð ţĥé ñéŵéšţ ${i?.count} éñţŕíéš one two t]`)
};

/**
* | output |
* | --- |
* | "Exported the newest {count} entries" |
*
* @param {Console_Audit_Export_TruncatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_export_truncated = /** @type {((inputs: Console_Audit_Export_TruncatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Export_TruncatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_export_truncated(inputs)
	if (locale === "fr") return fr_console_audit_export_truncated(inputs)
	if (locale === "nl") return nl_console_audit_export_truncated(inputs)
	if (locale === "es") return es_console_audit_export_truncated(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_export_truncated(inputs)
	return en_console_audit_export_truncated(inputs)
});