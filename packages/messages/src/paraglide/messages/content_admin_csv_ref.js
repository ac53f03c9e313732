/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_RefInputs */

const en_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required. The control’s reference, unique in the baseline: upper-case letters and digits in dash-separated parts (IAM-03).`)
};

const de_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht. Die Referenz der Kontrolle, eindeutig in der Baseline: Großbuchstaben und Ziffern in durch Bindestriche getrennten Teilen (IAM-03).`)
};

const fr_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire. La référence du contrôle, unique dans le référentiel : majuscules et chiffres en parties séparées par des tirets (IAM-03).`)
};

const nl_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht. De referentie van de control, uniek in de baseline: hoofdletters en cijfers in delen gescheiden door streepjes (IAM-03).`)
};

const es_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio. La referencia del control, única en la línea base: mayúsculas y dígitos en partes separadas por guiones (IAM-03).`)
};

const en_xa2_content_admin_csv_ref = /** @type {(inputs: Content_Admin_Csv_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. Ţĥé çöñţŕöļ’š ŕéƒéŕéñçé, üñíǫüé íñ ţĥé ƀášéļíñé: üþþéŕ-çášé ļéţţéŕš áñð ðíĝíţš íñ ðášĥ-šéþáŕáţéð þáŕţš (ÎÅṀ-03). one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "Required. The control’s reference, unique in the baseline: upper-case letters and digits in dash-separated parts (IAM-03)." |
*
* @param {Content_Admin_Csv_RefInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_ref = /** @type {((inputs?: Content_Admin_Csv_RefInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_RefInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_ref(inputs)
	if (locale === "fr") return fr_content_admin_csv_ref(inputs)
	if (locale === "nl") return nl_content_admin_csv_ref(inputs)
	if (locale === "es") return es_content_admin_csv_ref(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_ref(inputs)
	return en_content_admin_csv_ref(inputs)
});