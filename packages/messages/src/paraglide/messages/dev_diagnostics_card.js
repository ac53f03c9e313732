/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Diagnostics_CardInputs */

const en_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown to system developers only.`)
};

const de_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Systementwickler sichtbar.`)
};

const fr_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible par les développeurs système uniquement.`)
};

const nl_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen zichtbaar voor systeemontwikkelaars.`)
};

const es_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo visible para desarrolladores del sistema.`)
};

const en_xa2_dev_diagnostics_card = /** @type {(inputs: Dev_Diagnostics_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵñ ţö šýšţéɱ ðéṽéļöþéŕš öñļý. one two ]`)
};

/**
* | output |
* | --- |
* | "Shown to system developers only." |
*
* @param {Dev_Diagnostics_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_diagnostics_card = /** @type {((inputs?: Dev_Diagnostics_CardInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Diagnostics_CardInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_diagnostics_card(inputs)
	if (locale === "fr") return fr_dev_diagnostics_card(inputs)
	if (locale === "nl") return nl_dev_diagnostics_card(inputs)
	if (locale === "es") return es_dev_diagnostics_card(inputs)
	if (locale === "en-XA") return en_xa2_dev_diagnostics_card(inputs)
	return en_dev_diagnostics_card(inputs)
});