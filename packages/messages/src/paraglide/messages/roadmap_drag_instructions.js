/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Drag_InstructionsInputs */

const en_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To move an item, press Space, use the arrow keys, then Space again to drop it; or hold Alt and press an arrow key.`)
};

const de_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um eine Maßnahme zu verschieben, drücken Sie die Leertaste, bewegen Sie sie mit den Pfeiltasten und legen Sie sie mit der Leertaste ab; oder halten Sie Alt gedrückt und drücken Sie eine Pfeiltaste.`)
};

const fr_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour déplacer une action, appuyez sur Espace, utilisez les flèches, puis appuyez à nouveau sur Espace pour la déposer ; ou maintenez Alt et appuyez sur une flèche.`)
};

const nl_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Om een actie te verplaatsen: druk op Spatie, gebruik de pijltoetsen en druk nogmaals op Spatie om haar neer te zetten; of houd Alt ingedrukt en druk op een pijltoets.`)
};

const es_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para mover una acción, pulse Espacio, use las flechas y vuelva a pulsar Espacio para soltarla; o mantenga Alt y pulse una flecha.`)
};

const en_xa2_roadmap_drag_instructions = /** @type {(inputs: Roadmap_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţö ɱöṽé áñ íţéɱ, þŕéšš Šþáçé, üšé ţĥé áŕŕöŵ ķéýš, ţĥéñ Šþáçé áĝáíñ ţö ðŕöþ íţ; öŕ ĥöļð Åļţ áñð þŕéšš áñ áŕŕöŵ ķéý. one two three four five six seven eig]`)
};

/**
* | output |
* | --- |
* | "To move an item, press Space, use the arrow keys, then Space again to drop it; or hold Alt and press an arrow key." |
*
* @param {Roadmap_Drag_InstructionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_instructions = /** @type {((inputs?: Roadmap_Drag_InstructionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_InstructionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_instructions(inputs)
	if (locale === "fr") return fr_roadmap_drag_instructions(inputs)
	if (locale === "nl") return nl_roadmap_drag_instructions(inputs)
	if (locale === "es") return es_roadmap_drag_instructions(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_instructions(inputs)
	return en_roadmap_drag_instructions(inputs)
});