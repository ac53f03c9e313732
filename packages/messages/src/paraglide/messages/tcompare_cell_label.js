/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, score: NonNullable<unknown> }} Tcompare_Cell_LabelInputs */

const en_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.score}. Open the results`)
};

const de_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.score}. Ergebnisse öffnen`)
};

const fr_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.score}. Ouvrir les résultats`)
};

const nl_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.score}. Resultaten openen`)
};

const es_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.score}. Abrir los resultados`)
};

const en_xa2_tcompare_cell_label = /** @type {(inputs: Tcompare_Cell_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label}: ${i?.score}. Öþéñ ţĥé ŕéšüļţš one two t]`)
};

/**
* | output |
* | --- |
* | "{label}: {score}. Open the results" |
*
* @param {Tcompare_Cell_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_cell_label = /** @type {((inputs: Tcompare_Cell_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Cell_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_cell_label(inputs)
	if (locale === "fr") return fr_tcompare_cell_label(inputs)
	if (locale === "nl") return nl_tcompare_cell_label(inputs)
	if (locale === "es") return es_tcompare_cell_label(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_cell_label(inputs)
	return en_tcompare_cell_label(inputs)
});