/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_New_DescriptionInputs */

const en_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assess this tenant against a published baseline. The version you pick stays fixed; you can move to a newer one later.`)
};

const de_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerten Sie diesen Mandanten anhand einer veröffentlichten Baseline. Die gewählte Version bleibt fest; Sie können später zu einer neueren wechseln.`)
};

const fr_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluez cette entité avec un référentiel publié. La version choisie reste fixe ; vous pourrez passer à une version plus récente plus tard.`)
};

const nl_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeel deze tenant op basis van een gepubliceerde baseline. De gekozen versie blijft vast; u kunt later naar een nieuwere overstappen.`)
};

const es_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evalúe este inquilino con una línea base publicada. La versión elegida queda fija; más adelante puede pasar a una más reciente.`)
};

const en_xa2_assessments_new_description = /** @type {(inputs: Assessments_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéšš ţĥíš ţéñáñţ áĝáíñšţ á þüƀļíšĥéð ƀášéļíñé. Ţĥé ṽéŕšíöñ ýöü þíçķ šţáýš ƒíẋéð; ýöü çáñ ɱöṽé ţö á ñéŵéŕ öñé ļáţéŕ. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "Assess this tenant against a published baseline. The version you pick stays fixed; you can move to a newer one later." |
*
* @param {Assessments_New_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_new_description = /** @type {((inputs?: Assessments_New_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_New_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_new_description(inputs)
	if (locale === "fr") return fr_assessments_new_description(inputs)
	if (locale === "nl") return nl_assessments_new_description(inputs)
	if (locale === "es") return es_assessments_new_description(inputs)
	if (locale === "en-XA") return en_xa2_assessments_new_description(inputs)
	return en_assessments_new_description(inputs)
});