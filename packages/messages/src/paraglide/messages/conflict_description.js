/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Conflict_DescriptionInputs */

const en_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Their answer was saved while you were editing yours; nothing has been overwritten. Choose the answer to keep.`)
};

const de_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Die andere Antwort wurde gespeichert, während Sie Ihre bearbeitet haben; nichts wurde überschrieben. Wählen Sie, welche Antwort bleibt.`)
};

const fr_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Leur réponse a été enregistrée pendant que vous modifiiez la vôtre ; rien n’a été écrasé. Choisissez la réponse à conserver.`)
};

const nl_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Hun antwoord is opgeslagen terwijl u het uwe bewerkte; er is niets overschreven. Kies welk antwoord blijft.`)
};

const es_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}. Su respuesta se guardó mientras usted editaba la suya; no se ha sobrescrito nada. Elija la respuesta que se queda.`)
};

const en_xa2_conflict_description = /** @type {(inputs: Conflict_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title}. Ţĥéíŕ áñšŵéŕ ŵáš šáṽéð ŵĥíļé ýöü ŵéŕé éðíţíñĝ ýöüŕš; ñöţĥíñĝ ĥáš ƀééñ öṽéŕŵŕíţţéñ. Çĥööšé ţĥé áñšŵéŕ ţö ķééþ. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "{title}. Their answer was saved while you were editing yours; nothing has been overwritten. Choose the answer to keep." |
*
* @param {Conflict_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_description = /** @type {((inputs: Conflict_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_description(inputs)
	if (locale === "fr") return fr_conflict_description(inputs)
	if (locale === "nl") return nl_conflict_description(inputs)
	if (locale === "es") return es_conflict_description(inputs)
	if (locale === "en-XA") return en_xa2_conflict_description(inputs)
	return en_conflict_description(inputs)
});