/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_None_TitleInputs */

const en_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completed assessments of this baseline`)
};

const de_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine abgeschlossenen Bewertungen dieser Baseline`)
};

const fr_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation terminée de ce référentiel`)
};

const nl_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen afgeronde beoordelingen van deze baseline`)
};

const es_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay evaluaciones completadas de esta línea base`)
};

const en_xa2_tcompare_none_title = /** @type {(inputs: Tcompare_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöɱþļéţéð áššéššɱéñţš öƒ ţĥíš ƀášéļíñé one two thr]`)
};

/**
* | output |
* | --- |
* | "No completed assessments of this baseline" |
*
* @param {Tcompare_None_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_none_title = /** @type {((inputs?: Tcompare_None_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_None_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_none_title(inputs)
	if (locale === "fr") return fr_tcompare_none_title(inputs)
	if (locale === "nl") return nl_tcompare_none_title(inputs)
	if (locale === "es") return es_tcompare_none_title(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_none_title(inputs)
	return en_tcompare_none_title(inputs)
});