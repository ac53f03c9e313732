/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Tab_DiagnosticsInputs */

const en_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnostics`)
};

const de_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnose`)
};

const fr_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnostic`)
};

const nl_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnose`)
};

const es_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diagnóstico`)
};

const en_xa2_dev_tab_diagnostics = /** @type {(inputs: Dev_Tab_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíáĝñöšţíçš o]`)
};

/**
* | output |
* | --- |
* | "Diagnostics" |
*
* @param {Dev_Tab_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_tab_diagnostics = /** @type {((inputs?: Dev_Tab_DiagnosticsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Tab_DiagnosticsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_tab_diagnostics(inputs)
	if (locale === "fr") return fr_dev_tab_diagnostics(inputs)
	if (locale === "nl") return nl_dev_tab_diagnostics(inputs)
	if (locale === "es") return es_dev_tab_diagnostics(inputs)
	if (locale === "en-XA") return en_xa2_dev_tab_diagnostics(inputs)
	return en_dev_tab_diagnostics(inputs)
});