/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Caption_HighlightInputs */

const en_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; the highlighted tenant shows its difference from the median`)
};

const de_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; der hervorgehobene Mandant zeigt seine Abweichung vom Median`)
};

const fr_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; l’entité mise en évidence montre son écart à la médiane`)
};

const nl_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; de gemarkeerde tenant toont het verschil met de mediaan`)
};

const es_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; el inquilino resaltado muestra su diferencia con la mediana`)
};

const en_xa2_tcompare_caption_highlight = /** @type {(inputs: Tcompare_Caption_HighlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; ţĥé ĥíĝĥļíĝĥţéð ţéñáñţ šĥöŵš íţš ðíƒƒéŕéñçé ƒŕöɱ ţĥé ɱéðíáñ one two three four]`)
};

/**
* | output |
* | --- |
* | "; the highlighted tenant shows its difference from the median" |
*
* @param {Tcompare_Caption_HighlightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_caption_highlight = /** @type {((inputs?: Tcompare_Caption_HighlightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Caption_HighlightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_caption_highlight(inputs)
	if (locale === "fr") return fr_tcompare_caption_highlight(inputs)
	if (locale === "nl") return nl_tcompare_caption_highlight(inputs)
	if (locale === "es") return es_tcompare_caption_highlight(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_caption_highlight(inputs)
	return en_tcompare_caption_highlight(inputs)
});