/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Drag_HintInputs */

const en_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · drag an item, or focus its handle and hold Alt with the arrow keys to move it`)
};

const de_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · ziehen Sie eine Maßnahme, oder fokussieren Sie ihren Griff und halten Sie Alt mit den Pfeiltasten, um sie zu verschieben`)
};

const fr_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · faites glisser une action, ou placez le focus sur sa poignée et maintenez Alt avec les flèches pour la déplacer`)
};

const nl_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · sleep een actie, of focus op de greep en houd Alt met de pijltoetsen ingedrukt om haar te verplaatsen`)
};

const es_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · arrastre una acción, o enfoque su asa y mantenga Alt con las flechas para moverla`)
};

const en_xa2_roadmap_drag_hint = /** @type {(inputs: Roadmap_Drag_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ · ðŕáĝ áñ íţéɱ, öŕ ƒöçüš íţš ĥáñðļé áñð ĥöļð Åļţ ŵíţĥ ţĥé áŕŕöŵ ķéýš ţö ɱöṽé íţ one two three four five s]`)
};

/**
* | output |
* | --- |
* | "· drag an item, or focus its handle and hold Alt with the arrow keys to move it" |
*
* @param {Roadmap_Drag_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_hint = /** @type {((inputs?: Roadmap_Drag_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_hint(inputs)
	if (locale === "fr") return fr_roadmap_drag_hint(inputs)
	if (locale === "nl") return nl_roadmap_drag_hint(inputs)
	if (locale === "es") return es_roadmap_drag_hint(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_hint(inputs)
	return en_roadmap_drag_hint(inputs)
});