/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Not_On_Plan_TitleInputs */

const en_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing is not on your plan`)
};

const de_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen ist in Ihrem Tarif nicht enthalten`)
};

const fr_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le partage n’est pas inclus dans votre offre`)
};

const nl_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen zit niet in uw abonnement`)
};

const es_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir no está incluido en su plan`)
};

const en_xa2_sharing_not_on_plan_title = /** @type {(inputs: Sharing_Not_On_Plan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ íš ñöţ öñ ýöüŕ þļáñ one tw]`)
};

/**
* | output |
* | --- |
* | "Sharing is not on your plan" |
*
* @param {Sharing_Not_On_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_not_on_plan_title = /** @type {((inputs?: Sharing_Not_On_Plan_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Not_On_Plan_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_not_on_plan_title(inputs)
	if (locale === "fr") return fr_sharing_not_on_plan_title(inputs)
	if (locale === "nl") return nl_sharing_not_on_plan_title(inputs)
	if (locale === "es") return es_sharing_not_on_plan_title(inputs)
	if (locale === "en-XA") return en_xa2_sharing_not_on_plan_title(inputs)
	return en_sharing_not_on_plan_title(inputs)
});