/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Set_By_AssayInputs */

const en_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan set by Assay`)
};

const de_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif von Assay gesetzt`)
};

const fr_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre définie par Assay`)
};

const nl_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan ingesteld door Assay`)
};

const es_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan establecido por Assay`)
};

const en_xa2_console_org_set_by_assay = /** @type {(inputs: Console_Org_Set_By_AssayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ šéţ ƀý Åššáý one]`)
};

/**
* | output |
* | --- |
* | "Plan set by Assay" |
*
* @param {Console_Org_Set_By_AssayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_set_by_assay = /** @type {((inputs?: Console_Org_Set_By_AssayInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Set_By_AssayInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_set_by_assay(inputs)
	if (locale === "fr") return fr_console_org_set_by_assay(inputs)
	if (locale === "nl") return nl_console_org_set_by_assay(inputs)
	if (locale === "es") return es_console_org_set_by_assay(inputs)
	if (locale === "en-XA") return en_xa2_console_org_set_by_assay(inputs)
	return en_console_org_set_by_assay(inputs)
});