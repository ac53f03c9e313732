/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Baseline_Name_HintInputs */

const en_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for CSV; for JSON and YAML, leave empty to use the file’s.`)
};

const de_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht für CSV; bei JSON und YAML leer lassen, um den der Datei zu verwenden.`)
};

const fr_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire pour le CSV ; pour JSON et YAML, laissez vide pour utiliser celui du fichier.`)
};

const nl_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht voor CSV; laat het voor JSON en YAML leeg om die van het bestand te gebruiken.`)
};

const es_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio para CSV; en JSON y YAML, déjalo vacío para usar el del archivo.`)
};

const en_xa2_content_admin_baseline_name_hint = /** @type {(inputs: Content_Admin_Baseline_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð ƒöŕ ÇŠṼ; ƒöŕ ĴŠÖÑ áñð ÝÅṀĻ, ļéáṽé éɱþţý ţö üšé ţĥé ƒíļé’š. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Required for CSV; for JSON and YAML, leave empty to use the file’s." |
*
* @param {Content_Admin_Baseline_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_baseline_name_hint = /** @type {((inputs?: Content_Admin_Baseline_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Baseline_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_baseline_name_hint(inputs)
	if (locale === "fr") return fr_content_admin_baseline_name_hint(inputs)
	if (locale === "nl") return nl_content_admin_baseline_name_hint(inputs)
	if (locale === "es") return es_content_admin_baseline_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_baseline_name_hint(inputs)
	return en_content_admin_baseline_name_hint(inputs)
});